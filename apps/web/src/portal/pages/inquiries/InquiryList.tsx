import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { SignInHint } from '../../components/SignInHint';
import { useSession } from '../../session/SessionContext';

interface InquiryListProps<Row> {
  title: string;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
}

const pageSizes = [10, 20, 50, 100];

/** A customer's inquiries, ten to a page; visitors are asked to sign in, as their lists are never loaded. */
export function InquiryList<Row extends object>({ title, columns, rowKey }: InquiryListProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous } = useSession();
  const emptyText = t(isAnonymous ? 'inquiries.signInToSee' : 'inquiries.none');

  return (
    <PageFrame title={title}>
      {isAnonymous && <SignInHint text={t('inquiries.signInToSee')} />}
      <Card>
        <Table<Row>
          rowKey={rowKey}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: pageSizes[0], pageSizeOptions: pageSizes, showSizeChanger: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        />
      </Card>
    </PageFrame>
  );
}
