/** API paths of the My company area: its records belong to the management company, not to a complex. */
export const workerPositionsApi = {
  /** The company's positions are not per complex: their list has its own path. */
  listPath: '/worker-positions',
};

export const companyResidentsApi = {
  resource: 'company-residents',
  /** Every complex's residents of the company, read-only: not per complex, so a path of its own. */
  listPath: '/company-residents',
};
