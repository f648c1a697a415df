/** Turkish messages of the enforcements area. */
export const enforcements = {
  receivables: {
    enforcements: {
      fields: {
        resident_id: 'Sakin',
        lawyer_id: 'Avukat',
        file_no: 'Dosya No',
        amount: 'Tutar',
        left_amount: 'Kalan Tutar',
        issued_on: 'İcra Tarihi',
        is_closed: 'Kapandı',
        closed_on: 'Kapanış Tarihi',
        description: 'Açıklama',
      },
      addLawyer: 'Avukat Ekle',
      lawyerName: 'Avukat Adı',
    },
  },
};
