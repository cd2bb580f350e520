/**
 * Passwords of 12+ characters that appear near the top of public breach corpora, plus the
 * Korean keyboard patterns common here. Compared case-insensitively. Shorter ones are already
 * refused by the length rule.
 */
export const commonPasswords = new Set(
  `
123456789012 1234567890123 12345678901234 123456789000 1234567890qwe 1234567890qwer 1234567890abc
qwertyuiop12 qwertyuiop123 qwertyuiopasdf qwertyuiopasdfgh qwertyuiopasdfghjkl 1qaz2wsx3edc 1qaz2wsx3edc4rfv
1q2w3e4r5t6y 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i 1q2w3e4r!@#$ 1q2w3e4r5t!@ q1w2e3r4t5y6 q1w2e3r4t5y6u7
qwer1234qwer qwer1234!@#$ qwer1234asdf asdf1234asdf asdfasdfasdf asdfghjkl123 asdfghjkl;'
zxcvbnm12345 zxcvbnm123456 qazwsxedcrfv qazwsxedc123 1234qwerasdf 1234qwer!@#$ !@#$qwer1234 !qaz@wsx#edc
password1234 password12345 password123456 password1234! password123! password1! passwordpassword
p@ssw0rd1234 p@ssword1234 passw0rd1234 pa$$word1234 password2024 password2025 password2026
iloveyou1234 iloveyou12345 iloveyouiloveyou letmein12345 welcome12345 welcome123456 welcome1234!
administrator admin1234567 admin123456789 adminadmin12 adminadmin123 admin@123456 administrator1
changeme1234 changeme12345 trustno11234 sunshine1234 princess1234 football1234 baseball1234
abcdefghijkl abcdefg12345 abcd1234abcd abc123abc123 abc123456789 a1b2c3d4e5f6 aa1234567890
superman1234 batman123456 dragon123456 monkey123456 master123456 shadow123456 michael12345
qwerty123456 qwerty1234567 qwertyqwerty qwerty123456789 qwerty12345! 123456qwerty 123qweasdzxc
111111111111 000000000000 123123123123 112233445566 121212121212 987654321098 123456123456
11223344556677 1234512345 147258369123 159357159357 123654789123 741852963123
samsung12345 samsung123456 hyundai12345 naver1234567 kakao1234567 dkssudgktpdy rkskekfk1234
tkfkdgo1234! tkfkdgo12345 gkdlfn123456 wjdqhqhdks12 qwer1234!@#$% dlfdltkatk12 rkskekfkakqk
sarang123456 saranghae123 saranghaeyo1 iloveyou0000 korea1234567 seoul1234567 daehanminguk
hello1234567 hellohello12 helloworld12 helloworld123 mypassword12 mypassword123 secret123456
computer1234 internet1234 starwars1234 whatever1234 cheese123456 chocolate123 pokemon12345
`
    .split(/\s+/)
    .filter(Boolean),
);
