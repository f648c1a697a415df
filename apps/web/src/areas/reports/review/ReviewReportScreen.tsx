import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCluster } from '../../../session/ClusterProvider';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';
import { reviewReportsApi } from './api';
import { ReviewDetailTable } from './ReviewDetailTable';
import { ReviewFilters, useReviewFilters } from './ReviewFilters';
import { ReviewTable } from './ReviewTable';

/**
 * İnceleme Raporu (the period's invoice items by expense type, then provider) and its detail (every item line,
 * paged); the route names the report.
 */
export default function ReviewReportScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const detail = pathname.endsWith('/review-detail');
  const { params } = useListParams();
  const { clusterId } = useCluster();
  const { query, ready, companyWide } = useReportQuery();
  const { filters, month } = useReviewFilters();
  const scoped = companyWide ? {} : filters;
  const reviewQuery = { ...query, ...scoped };
  const detailQuery = {
    ...reviewQuery,
    ...(month ? { month } : {}),
    page: params.page,
    per_page: params.perPage,
    ...(params.orderBy && params.order ? { order_by: params.orderBy, order: params.order } : {}),
  };
  const review = useQuery(reviewReportsApi.review(reviewQuery, ready && !detail));
  const lines = useQuery(reviewReportsApi.detail(detailQuery, ready && detail));
  const current = detail ? lines : review;
  const exportQuery = detail ? { ...reviewQuery, ...(month ? { month } : {}) } : reviewQuery;

  return (
    <>
      <Typography.Title level={3}>{t(detail ? 'menu.reports.reviewDetail' : 'menu.reports.review')}</Typography.Title>
      <ReportToolbar
        path={reviewReportsApi.path(detail ? 'review-detail' : 'review')}
        query={exportQuery}
        disabled={!ready || !current.data}
        onReload={() => void current.refetch()}
      >
        <ReviewFilters clusterId={companyWide ? null : clusterId} withMonth={detail} />
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : current.isLoading || !current.data ? (
        <Skeleton active />
      ) : (
        <>
          <ReportCaption meta={current.data.meta} />
          {detail && lines.data ? (
            <ReviewDetailTable answer={lines.data} />
          ) : review.data && review.data.data.length === 0 ? (
            <Empty description={t('report.empty')} />
          ) : (
            review.data && <ReviewTable answer={review.data} linked={!companyWide} />
          )}
        </>
      )}
    </>
  );
}
