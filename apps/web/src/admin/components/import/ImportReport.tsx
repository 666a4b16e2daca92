import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportReply } from './importApi';

/**
 * What an import answered when it did not simply succeed: its message, and every row's problem. A refused file wrote
 * nothing; a written one may list rows refused because their record exists.
 */
export function ImportReport({ report }: { report: ImportReply }) {
  const { t } = useTranslation('admin');
  const written = report.code === 200;
  return (
    <>
      <Alert type={written ? 'warning' : 'error'} showIcon title={report.msg}
        description={report.errors?.length ? t(written ? 'import.someRefused' : 'import.nothingWritten') : undefined} />
      {report.errors?.length ? (
        <Table size="small" rowKey={(e) => `${e.row}-${e.column}`} dataSource={report.errors} pagination={{ pageSize: 8, hideOnSinglePage: true }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
            { key: 'column', dataIndex: 'column', title: t('import.column'), width: 160 },
            { key: 'reason', dataIndex: 'reason', title: t('import.reason') },
          ]} />
      ) : null}
    </>
  );
}
