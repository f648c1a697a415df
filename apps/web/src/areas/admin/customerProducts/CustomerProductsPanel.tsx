/** 'Müşteriye Ürün Ekle': the products of one customer, or the customers of one product (being built). */
export function CustomerProductsPanel(_props: { customerId?: number; productId?: number }) {
  return null;
}
