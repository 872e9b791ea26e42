import englishMessages from 'ra-language-english';

/**
 * English messages. English (en.ts) is the spec's exact wording and the reference
 * every other locale must match key for key (`npm run i18n:check`).
 * Sections are owned by areas of the app; add keys inside your own section.
 */
const messages = {
  ...englishMessages,
  app: {
    locale: { name: 'English' },
    /* ==== list kit: src/common ==== */
    common: {},
    /* ==== sign-in and password reset: src/auth ==== */
    auth: {},
    /* ==== shell: src/layout, profile, settings ==== */
    shell: {},
    /* ==== toasts, error catalogue (part 1 §8, part 2 §8) ==== */
    errors: {},
    /* ==== validation messages (part 1 §5, part 2 §5) ==== */
    validation: {},
    /* ==== dashboard ==== */
    dashboard: {},
  },
  resources: {
    users: { name: 'User |||| Users', fields: {} },
    businesses: { name: 'Business |||| Businesses', fields: {} },
    messages: { name: 'Message |||| Messages', fields: {} },
    subscriptions: { name: 'Subscription |||| Subscriptions', fields: {} },
    'education-levels': { name: 'Education Level |||| Education Levels', fields: {} },
    courses: { name: 'Course |||| Courses', fields: {} },
    'course-units': { name: 'Course Unit |||| Course Units', fields: {} },
    quizzes: { name: 'Quiz |||| Quizzes', fields: {} },
    bootcamps: { name: 'Bootcamp |||| Bootcamps', fields: {} },
    'bootcamp-applicants': { name: 'Applicant |||| Applicants', fields: {} },
    'bootcamp-applications': { name: 'Bootcamp Application |||| Bootcamp Applications', fields: {} },
    opportunities: { name: 'Opportunity |||| Opportunities', fields: {} },
    'opportunity-applications': { name: 'Opportunity Application |||| Opportunity Applications', fields: {} },
  },
};

export default messages;
