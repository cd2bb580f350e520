import { z } from 'zod';
import { adminUserSchema } from './auth';
import { endpoint } from './endpoint';
import { employeeSchema } from './employees.schemas';

/**
 * 내 정보 (spec 7.10): the signed-in person's own account and employee record, and the few parts of
 * the record they may change themselves: contact, address, emergency contact, bank account. The
 * server validates what is sent with the same checks as any employee update.
 */
const part = z.string().trim().max(200).optional();

export const updateMyProfileSchema = z.strictObject({
  version: z.number().int().min(1),
  personal: z
    .strictObject({
      phone: part,
      emailPersonal: part,
      addressInfo: z.strictObject({ zipcode: part, address: part, addressDetail: part, extraAddress: part }).optional(),
      emergencyContact: z.strictObject({ name: part, relationship: part, phone: part }).optional(),
      bankAccount: z.strictObject({ bankName: part, accountNumber: part, accountHolder: part }).optional(),
    })
    .optional(),
});
export type UpdateMyProfile = z.infer<typeof updateMyProfileSchema>;

export const profileSchema = z.object({ user: adminUserSchema, employee: employeeSchema.nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const profileEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/mongo/profile', access: 'session', response: profileSchema }),
  updateMe: endpoint({ method: 'PUT', path: '/api/mongo/users/me', access: 'session', body: updateMyProfileSchema, response: profileSchema }),
};
