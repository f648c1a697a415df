// What other areas may use of this one. The area's index.ts stays free of screen code (the menu and the
// router load it first); components that other areas show are exported here.
export { housesPicker } from './api';
export { ClusterProviderSelect, useClusterProviderOptions } from './clusterProviders/ClusterProviderSelect';
export { CompanyForm } from './companies/CompanyForm';
export { houseOptions } from './houses/houseOptions';
export { residentColumns } from './residents/residentColumns';
