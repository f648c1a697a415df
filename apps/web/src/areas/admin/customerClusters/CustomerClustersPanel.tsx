/** 'Müşteriye TYA Ekle': the complexes of one customer (being built). */
export function CustomerClustersPanel(_props: { customerId: number }) {
  return null;
}
