import { Space } from 'antd';
import type { ReactNode } from 'react';

/** A list's own filters above it (its `FilterSelect`s and `ListDateRange`), found by tests as `testId`. */
export function FilterBar({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid={testId}>
      {children}
    </Space>
  );
}
