import { httpMessages } from '@site/shared';
import { Result } from 'antd';
import { ApiError } from '../api/client';

/** What a record screen shows for a record that does not exist or belongs to a complex the user may not see. */
export function RecordNotFound() {
  return <Result status="404" title={httpMessages.notFound} data-testid="record-not-found" />;
}

/** Whether a record's load failed because there is no such record for this user (shown as `RecordNotFound`). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
