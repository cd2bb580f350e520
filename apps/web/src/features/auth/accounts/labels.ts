import type { Account } from './api';

export const accountName = (a: Account) => a.employee?.nameKor ?? a.userName ?? a.loginId;
export const passwordHelp = '12자 이상. 흔한 비밀번호와 로그인 ID가 들어간 비밀번호는 쓸 수 없습니다.';
