/** Turkish messages of the operating reports (Faaliyet Raporları). */
export const reportsOperating = {};
