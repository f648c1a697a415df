import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../api/sessionApi';
import { endImpersonation } from '../session/impersonation';
import { useSession } from '../session/SessionProvider';

/**
 * While a super administrator acts as a user (spec §4): 'X olarak görüntülüyorsunuz' above every screen, and
 * 'Geri dön', which ends the user's session and returns to the super administrator's own on the users list.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!user?.impersonator) return null;
  return (
    <Alert
      banner
      type="warning"
      data-testid="impersonation-banner"
      title={t('admin.impersonation.viewingAs', { name: user.name })}
      action={
        <Button
          size="small"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void endImpersonation(sessionApi.dropToken);
          }}
        >
          {t('admin.impersonation.back')}
        </Button>
      }
    />
  );
}
