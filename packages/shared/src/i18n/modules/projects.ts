import type { Catalogue } from './types.js';

/**
 * Texts of projects, project categories and category types, allocations, the users × projects views and
 * budget alerts. Everything sits under one top-level key (`projects`): modules are spread into one
 * catalogue, so a shared top-level name would silently overwrite another module's texts.
 */
const pl = {
  projects: {
    archived: 'Projekt przeniesiono do archiwum.',
    unarchived: 'Projekt przywrócono z archiwum.',
    onlyLed: 'Możesz zmieniać tylko projekty, których jesteś liderem.',
    leaderSelf: 'Jako lidera projektu możesz wskazać tylko siebie.',
    allocations: {
      saved: 'Zapisano alokację.',
      rangeOrder: 'Miesiąc końcowy nie może być wcześniejszy niż początkowy.',
      rangeTooLong: 'Zakres może obejmować najwyżej 24 miesiące.',
      monthOutside: 'Miesiąc musi należeć do wybranego zakresu.',
      duplicate: 'Ten użytkownik ma już wiersz w tym miesiącu.',
    },
    /** A field inside a list row: "użytkownik w wierszu 4". */
    row: '{{field}} w wierszu {{row}}',
    budgetAlert: {
      hoursTitle: 'Projekt „{{name}}”: wykorzystano {{threshold}} budżetu godzin',
      hoursBody: 'Przepracowano {{used}} h z {{budget}} h budżetu ({{percent}}).',
      amountTitle: 'Projekt „{{name}}”: wykorzystano {{threshold}} budżetu kwotowego',
      amountBody: 'Koszt pracy to {{used}} zł z {{budget}} zł budżetu ({{percent}}).',
    },
    /** Every field of these resources (the web's `labelKey` reads one prefix), shared names included. */
    fields: {
      id: 'ID',
      name: 'nazwa',
      color: 'kolor',
      created_at: 'utworzono',
      updated_at: 'zmieniono',
      customer: 'klient',
      description: 'opis',
      category_id: 'kategoria',
      category: 'kategoria',
      status_id: 'status',
      status: 'status',
      leader_id: 'lider',
      leader: 'lider',
      budget_hours: 'budżet godzin',
      budget_amount: 'budżet kwotowy',
      deadline: 'termin',
      archived: 'archiwalne',
      archived_at: 'zarchiwizowano',
      hours_used: 'wykorzystane godziny',
      budget_used_percent: 'wykorzystanie budżetu (%)',
      cost_used: 'koszt pracy',
      cost_used_percent: 'wykorzystanie budżetu kwotowego (%)',
      category_type_id: 'typ kategorii',
      category_type: 'typ kategorii',
      from: 'pierwszy miesiąc',
      to: 'ostatni miesiąc',
      month: 'miesiąc',
      allocations: 'alokacje',
      user_id: 'użytkownik',
      planned_hours: 'planowane godziny',
    },
  },
};

const en: Catalogue<typeof pl> = {
  projects: {
    archived: 'The project was moved to the archive.',
    unarchived: 'The project was restored from the archive.',
    onlyLed: 'You can only change projects you lead.',
    leaderSelf: 'You can only name yourself as the project leader.',
    allocations: {
      saved: 'Allocation saved.',
      rangeOrder: 'The last month cannot be earlier than the first.',
      rangeTooLong: 'The range may span at most 24 months.',
      monthOutside: 'The month must lie within the chosen range.',
      duplicate: 'This user already has a row in this month.',
    },
    row: '{{field}} in row {{row}}',
    budgetAlert: {
      hoursTitle: 'Project “{{name}}”: {{threshold}} of the hours budget used',
      hoursBody: '{{used}} h worked of a {{budget}} h budget ({{percent}}).',
      amountTitle: 'Project “{{name}}”: {{threshold}} of the money budget used',
      amountBody: 'Work cost {{used}} PLN of a {{budget}} PLN budget ({{percent}}).',
    },
    fields: {
      id: 'ID',
      name: 'name',
      color: 'colour',
      created_at: 'created',
      updated_at: 'updated',
      customer: 'customer',
      description: 'description',
      category_id: 'category',
      category: 'category',
      status_id: 'status',
      status: 'status',
      leader_id: 'leader',
      leader: 'leader',
      budget_hours: 'hours budget',
      budget_amount: 'money budget',
      deadline: 'deadline',
      archived: 'archived',
      archived_at: 'archived',
      hours_used: 'hours used',
      budget_used_percent: 'budget used (%)',
      cost_used: 'work cost',
      cost_used_percent: 'money budget used (%)',
      category_type_id: 'category type',
      category_type: 'category type',
      from: 'first month',
      to: 'last month',
      month: 'month',
      allocations: 'allocations',
      user_id: 'user',
      planned_hours: 'planned hours',
    },
  },
};

export const projectsI18n = { pl, en };
