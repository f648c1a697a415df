import { api } from '../../../api/client';

/** Opens the PDF receipt (Tahsilat Makbuzu) of a collection in a new tab. */
export async function openReceipt(collectionId: number): Promise<void> {
  const response = await api.get<{ data: { url: string } }>(`/collections/${collectionId}/receipt`);
  window.open(response.data.url, '_blank', 'noopener');
}
