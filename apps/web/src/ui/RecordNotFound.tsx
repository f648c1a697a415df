import { httpMessages } from '@site/shared';
import { Result } from 'antd';
import { useEffect, useRef } from 'react';
import { ApiError } from '../api/client';

/** What a record screen shows for a record that does not exist or belongs to a complex the user may not see. */
export function RecordNotFound() {
  return <Result status="404" title={httpMessages.notFound} data-testid="record-not-found" />;
}

/** Whether a record's load failed because there is no such record for this user (shown as `RecordNotFound`). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Spec §8: a record that cannot be loaded (deleted, another complex's, a server error) closes its panel; the
 * shared error handler has already said why ('Öğe bulunamadı.'). Closes once per failed load, however often
 * the panel renders meanwhile.
 */
export function useCloseWhenUnloadable(error: unknown, close: (() => void) | undefined): void {
  const closedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!error || !close || closedFor.current === error) return;
    closedFor.current = error;
    close();
  }, [error, close]);
}
