import { defaultRoles, type RoleName } from '@saram/shared/permissions';
import type { Account } from './api';

export const roleLabel = (role: string) => defaultRoles[role as RoleName]?.label ?? role;
export const accountName = (a: Account) => a.employee?.nameKor ?? a.userName ?? a.loginId;
export const passwordHelp = '12자 이상. 흔한 비밀번호와 로그인 ID가 들어간 비밀번호는 쓸 수 없습니다.';
