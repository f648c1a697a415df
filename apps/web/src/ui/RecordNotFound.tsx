import { httpMessages } from '@site/shared';
import { Result } from 'antd';

/** What a record screen shows for a record that does not exist or belongs to a complex the user may not see. */
export function RecordNotFound() {
  return <Result status="404" title={httpMessages.notFound} data-testid="record-not-found" />;
}
