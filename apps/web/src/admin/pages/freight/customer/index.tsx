import type { CustomerBody } from '@freight/domain';
import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { customerApi, customerImportApi, type Customer } from './api';
import { CustomerForm } from './CustomerForm';
import { CustomerUsers } from './CustomerUsers';

/** Customers (客户管理): companies with their codes and language, and each one's portal users. */
export default function CustomerPage() {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [usersOf, setUsersOf] = useState<Customer | null>(null);
  const columns: ListColumn<Customer>[] = [
    textColumn('customerLocalCode', t('customer.customerLocalCode')),
    textColumn('customerLocalName', t('customer.customerLocalName')),
    textColumn('customerEnglishName', t('customer.customerEnglishName')),
    { key: 'languageId', title: t('customer.languageId'), dataIndex: 'languageId', align: 'center', render: (id: number) => t(`customer.language.${id}`) },
    textColumn('contactPhone', t('customer.contactPhone')),
    textColumn('contactEmail', t('customer.contactEmail')),
    textColumn('customergroup', t('customer.customergroup')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <>
      <ReferenceScreen<Customer, CustomerBody> area="freight:customer" entity={t('customer.entity')} idField="customerId" api={customerApi}
        imports={customerImportApi} columns={columns} form={<CustomerForm />} defaults={{ languageId: 2052, status: '0' }}
        rowLinks={(customer) => hasPermission('freight:customerUser:list') && (
          <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setUsersOf(customer)}>{t('customer.users')}</Button>
        )}
        filters={(
          <>
            <TextFilter name="customerLocalCode" label={t('customer.customerLocalCode')} />
            <TextFilter name="customerName" label={t('customer.customerName')} />
            <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
          </>
        )} />
      <CustomerUsers customer={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
