/** Turkish messages of the My company (Şirketim) area. */
export const myCompany = {
  myCompany: {
    workerPositions: {
      fields: {
        name: 'Pozisyon',
      },
    },
  },
};
