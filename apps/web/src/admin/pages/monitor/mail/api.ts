import type { MailStatus } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import type { ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface LoggedMail {
  mailId: number;
  recipient: string;
  language: string;
  subject: string;
  topic: string;
  reference: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createTime: string;
}

export interface MailContent extends LoggedMail {
  text: string;
  html: string;
}

/** The mail log: the list says too whether the server has an SMTP server to send through. */
export const mailApi = {
  list: (params: ListParams) => http.get<TableReply<LoggedMail> & { sending: boolean }>('/monitor/mail/list', { params }),
  get: (mailId: number) => http.get<DataReply<MailContent>>(`/monitor/mail/${mailId}`),
  resend: (ids: readonly number[]) => http.put<Reply>(`/monitor/mail/resend/${ids.join(',')}`),
};
