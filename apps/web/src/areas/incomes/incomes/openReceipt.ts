import { collectionsApi } from '../api';

/** Opens the PDF receipt (Tahsilat Makbuzu) of a collection in a new tab. */
export async function openReceipt(collectionId: number): Promise<void> {
  const response = await collectionsApi.receipt(collectionId);
  window.open(response.data.url, '_blank', 'noopener');
}
