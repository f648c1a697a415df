/** Turkish messages of the complex, review and sum reports (Site Raporları, İnceleme, Toplamlar). */
export const reportsCluster = {};
