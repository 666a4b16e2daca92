import type { Db } from '../client';
import { customer, sysUser } from '../schema/index';
import { hashPassword } from '../../platform/password';

/** Demo customer companies and their portal users (type C), one per interface language. */
const demoCustomers = [
  {
    company: { customerLocalName: '演示贸易有限公司', customerLocalCode: 'DEMO01', customerEnglishName: 'Demo Trading Co.', customerEnglishCode: 'DEMOTRADE', languageId: 2052, contactPhone: '+862168881234', contactEmail: 'trade@demo-trading.example' },
    user: { userName: 'demo', nickName: '王经理', email: 'wang@demo-trading.example', phonenumber: '13912345678' },
  },
  {
    company: { customerLocalName: 'ООО «Волга Логистик»', customerLocalCode: 'VOLGA01', customerEnglishName: 'Volga Logistics LLC', customerEnglishCode: 'VOLGALOG', languageId: 1049, contactPhone: '+74951234567', contactEmail: 'office@volga-logistics.example' },
    user: { userName: 'demo2', nickName: 'Ирина Смирнова', email: 'irina@volga-logistics.example', phonenumber: '13987654321' },
  },
  {
    company: { customerLocalName: 'Hanseatic Forwarding GmbH', customerLocalCode: 'HANSE01', customerEnglishName: 'Hanseatic Forwarding GmbH', customerEnglishCode: 'HANSEFWD', customergroup: 'KEY', languageId: 1033, contactPhone: '+49401234567', contactEmail: 'desk@hanseatic-forwarding.example' },
    user: { userName: 'demo3', nickName: 'Jonas Weber', email: 'jonas@hanseatic-forwarding.example', phonenumber: '13811112222' },
  },
];

export const demoCustomerPassword = 'demo123';

export async function seedDemoCustomers(db: Db) {
  const password = await hashPassword(demoCustomerPassword);
  for (const { company, user } of demoCustomers) {
    const [created] = await db.insert(customer).values({ ...company, createBy: 'admin' }).returning();
    await db.insert(sysUser).values({
      ...user, userType: 'C', customerId: created!.customerId, languageId: company.languageId, password, createBy: 'admin',
    });
  }
}
