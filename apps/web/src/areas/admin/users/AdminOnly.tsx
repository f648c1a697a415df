import { httpMessages } from '@site/shared/http';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../../../session/SessionProvider';

/** The admin screens are the super administrator's: anyone else sees the API's own refusal, not a broken screen. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.is_superadmin) return <Result status="403" title={httpMessages.forbidden} data-testid="admin-only" />;
  return children;
}
