import { olderGivenNames, salaryBanks } from './employee-data';

/**
 * A person's emergency contact and salary account. Drawn from a hash of the person, not from the
 * seeded faker, so that adding them left every other generated value (and every demo name) as it was.
 */
export function householdOf(person: {
  nameKor: string;
  surname: string;
  birthDate: string;
  spouse: string | null;
}): { emergencyContact: { name: string; relationship: string; phone: string }; bankAccount: { bankName: string; accountNumber: string; accountHolder: string } } {
  let seed = [...`${person.nameKor}${person.birthDate}`].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  const next = (n: number) => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) ^ Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed >>> 0) % n + n) % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => next(10)).join('');
  const mother = next(2) === 0;
  const parentName = person.surname + olderGivenNames[mother ? 'female' : 'male'][next(30)]!;
  const [bankName, groups] = salaryBanks[next(salaryBanks.length)]!;
  return {
    emergencyContact: {
      name: person.spouse ?? parentName,
      relationship: person.spouse ? '배우자' : mother ? '모' : '부',
      phone: `010-${digits(4)}-${digits(4)}`,
    },
    bankAccount: { bankName, accountNumber: groups.map(digits).join('-'), accountHolder: person.nameKor },
  };
}
