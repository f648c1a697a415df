import type { enforcements as tr } from '../tr/enforcements';

/** English messages of the enforcements area. */
export const enforcements: typeof tr = {
  receivables: {
    enforcements: {
      fields: {
        resident_id: 'Resident',
        lawyer_id: 'Lawyer',
        file_no: 'File no.',
        amount: 'Amount',
        left_amount: 'Remaining amount',
        issued_on: 'Enforcement date',
        is_closed: 'Closed',
        closed_on: 'Closing date',
        description: 'Description',
      },
      addLawyer: 'Add lawyer',
      lawyerName: 'Lawyer name',
    },
  },
};
