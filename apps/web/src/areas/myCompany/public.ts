// What other areas may use of this one: the company's providers, which a complex's provider picker offers.
export { companyProvidersApi } from './api';
