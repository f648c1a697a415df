/** Turkish messages of the analysis screens (Analiz). */
export const analysis = {};
