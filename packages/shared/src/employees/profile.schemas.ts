import { z } from 'zod';
import { adminUserSchema } from '../auth/auth.schemas';
import { employeeSchema } from './employee-record.schemas';
import { withSchemas } from '../endpoint';
import { profileRoutes } from './profile';

/** 내 정보 (profile.ts): what the person may change about themself, the profile, and the endpoints. */

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

export const profileEndpoints = withSchemas(profileRoutes, {
  get: { response: profileSchema },
  updateMe: { body: updateMyProfileSchema, response: profileSchema },
});
