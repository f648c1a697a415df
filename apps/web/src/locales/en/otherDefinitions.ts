import type { otherDefinitions as tr } from '../tr/otherDefinitions';

/** English messages of the other definitions area: income and expense types, projects, fixtures, maintenances. */
export const otherDefinitions: typeof tr = {
  otherDefinitions: { system: 'System', origin: 'Defined by' },
  projects: {
    fields: {
      name: 'Project Name',
      description: 'Description',
      starts_on: 'Start Date',
      ends_on: 'End Date',
      amount: 'Budget',
    },
  },
  expenseTypes: {
    fields: { name: 'Expense Type', parent_id: 'Parent Expense Type', sign: 'Sign' },
    signs: { 1: 'Income (+)', '-1': 'Expense (-)' },
    children: 'Child Expense Types',
    addChild: 'Add Child Type',
  },
  incomeTypes: { fields: { name: 'Income Type', parent_id: 'Parent Income Type' } },
  otherIncomes: { fields: { name: 'Income Type', description: 'Description' } },
  fixtureGroups: { fields: { name: 'Group Name' } },
  fixtures: {
    fields: {
      fixture_group_id: 'Fixture Group',
      name: 'Fixture Name',
      brand: 'Brand',
      serial_no: 'Serial No',
      acquired_on: 'Acquisition Date',
      amount: 'Amount',
      status_id: 'Status',
    },
    statuses: { 1: 'In use', 2: 'In storage', 3: 'Broken', 4: 'Scrapped' },
  },
  housingIncome: {
    fields: {
      block_name: 'Block',
      door_number: 'Door No',
      owner_name: 'Owner',
      net_area: 'Net Area (m²)',
      land_share: 'Land Share',
    },
  },
  paybackReasons: { fields: { name: 'Refund Reason' } },
  contractTypes: { fields: { name: 'Contract Type' } },
  maintenanceTypes: { fields: { name: 'Maintenance Type', parent_id: 'Parent Maintenance Type' } },
  cleaningTypes: { fields: { name: 'Cleaning Type' } },
  breakdownTypes: { fields: { name: 'Breakdown Type' } },
  clusterPhones: { fields: { name: 'Name', phone: 'Phone', description: 'Description' } },
  maintenances: {
    fields: {
      maintenance_type_id: 'Maintenance Type',
      name: 'Maintenance',
      period_months: 'Period (Months)',
      next_on: 'Next Maintenance Date',
      description: 'Description',
    },
  },
  houseIntegrations: {
    fields: {
      block_name: 'Block',
      door_number: 'Door No',
      provider_name: 'Provider',
      integration_code: 'Integration Code',
    },
  },
};
