import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '../locales/languages';
import { useCluster } from '../session/ClusterProvider';
import { useSession } from '../session/SessionProvider';
import { setLanguage } from './i18n';

/**
 * The header's company (super administrators), complex and language pickers. `stacked` lays them out one
 * under another at full width, as they appear in the menu drawer of a narrow screen.
 */
export function ShellPickers({ stacked = false }: { stacked?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const cluster = useCluster();
  const width = (wide: number) => (stacked ? '100%' : wide);
  return (
    <>
      {user?.is_superadmin && (
        <Select
          aria-label={t('shell.company')}
          data-testid="company-picker"
          style={{ width: width(240) }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('shell.companyPlaceholder')}
          value={cluster.companyId ?? undefined}
          options={cluster.companies.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(id) => cluster.setCompanyId(id ?? null)}
        />
      )}
      <Select
        aria-label={t('shell.cluster')}
        data-testid="cluster-picker"
        style={{ width: width(260) }}
        showSearch={{ optionFilterProp: 'label' }}
        loading={cluster.isLoading}
        placeholder={t('shell.clusterPlaceholder')}
        notFoundContent={t('shell.noCluster')}
        value={cluster.clusterId ?? undefined}
        options={cluster.clusters.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(id: number) => cluster.setClusterId(id)}
      />
      <Select
        aria-label={t('shell.language')}
        data-testid="language-picker"
        style={{ width: width(130) }}
        value={i18n.language as Language}
        options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        onChange={(l: Language) => setLanguage(l)}
      />
    </>
  );
}
