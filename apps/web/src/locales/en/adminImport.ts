import type { adminImport as tr } from '../tr/adminImport';

/** English messages of Admin › Import transfers. */
export const adminImport: typeof tr = {
  admin: {
    importTransfers: {
      intro:
        "Move a new customer's complex in from a spreadsheet: blocks, houses, residents (owners and renters) and opening balances. Check first; without errors it is imported at once, with errors nothing is written.",
      cluster: 'Complex',
      clusterPlaceholder: 'Choose the complex to import into',
      template: 'Template',
      templateHelp:
        "The XLSX and ODS templates have the sheets 'Bloklar', 'Daireler', 'Sakinler' and 'Açılış Bakiyeleri', and 'Açıklamalar' describing each column with an example; the CSV template holds houses with their residents in one sheet. XLSX, ODS and CSV files can be uploaded (up to 5 MB and 20,000 rows).",
      formats: 'Dates may be written as DD.MM.YYYY, amounts as 1.234,56; phones are accepted in any common form.',
      download: 'Download {{format}}',
      file: 'File',
      chooseFile: 'Choose file',
      noFile: 'No file chosen',
      check: 'Check',
      run: 'Import',
      runHelp: 'Import is enabled only after a check without errors.',
      summary: 'Records to create',
      created: 'Records created',
      counts: {
        blocks: 'Blocks',
        houses: 'Houses',
        residents: 'Residents',
        house_users: 'House users',
        opening_balances: 'Opening balances',
      },
      totalRows: 'Rows',
      errorCount: 'Errors',
      noErrors: 'No errors found; ready to import.',
      errorsTitle: 'Errors',
      previewTitle: 'Preview',
      previewLimited: 'Showing the first {{count}} rows.',
      onlyErrors: 'Rows with errors only',
      columns: { sheet: 'Sheet', row: 'Rows', message: 'Error', action: 'Action' },
      running: 'Importing…',
      done: 'Import completed.',
      refused: 'Nothing was imported.',
      goHouses: "Go to the complex's houses",
      goResidents: "Go to the complex's residents",
      runsTitle: 'Past imports',
      runColumns: {
        created_at: 'Date',
        cluster_name: 'Complex',
        file_name: 'File',
        user_name: 'User',
        status: 'Status',
        progress: 'Progress',
        counts: 'Created',
      },
      statuses: { running: 'Running', done: 'Done', failed: 'Failed' },
      countsText: '{{blocks}} blocks, {{houses}} houses, {{residents}} residents, {{opening_balances}} balances',
    },
  },
};
