/**
 * Entities of the platform as the REST API returns them (docs/requirements.md §3, requirements §3).
 * Shared by the admin (src/) and the fixture API (mock-api/): no React, no Express.
 */
export type Id = number;
export type Role = 'admin' | 'user';

export interface User {
  id: Id;
  firstname: string;
  lastname: string;
  name: string;
  email: string;
  role: Role;
  profilePicture: string | null;
  otpVerified: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** The record's version (docs/decisions.md "No lost update"); a sign-in does not move it. */
  updatedAt?: string;
  phoneNumber: string | null;
  address: string | null;
}

export const SECTORS = ['Technology', 'Agriculture', 'Education', 'Healthcare', 'Financial Services', 'Manufacturing', 'Retail'] as const;
export const STAGES = ['Seed', 'Startup', 'Growth', 'Mature'] as const;
export const LOCATIONS = ['Kampala', 'Entebbe', 'Mbarara', 'Gulu', 'Jinja'] as const;
export type Sector = (typeof SECTORS)[number];
export type Stage = (typeof STAGES)[number];

export interface Business {
  id: Id;
  name: string;
  sector: string;
  stage: Stage;
  location: string;
  founded: string | null;
  website: string | null;
  logo: string | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export const MESSAGE_TYPES = ['business', 'partnership', 'job', 'general'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface Message {
  id: Id;
  fullName: string;
  email: string;
  phone: string | null;
  message: string;
  messageType: MessageType;
  partnershipType: string | null;
  read: boolean;
  createdAt: string;
}

export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Subscription {
  id: Id;
  userId: Id;
  user: { name?: string | null; firstname?: string | null; lastname?: string | null; email: string };
  amount: number;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  transactionId: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt?: string;
}

export interface DashboardStats {
  users: { total: number; verified: number; admins: number; recentSignups: number; monthlySignups?: { month: string; count: number }[] };
  businesses: { total: number; recent: number; bySector: Record<string, number> };
  bootcamps: { total: number; upcoming: number; ongoing: number; completed: number };
  education: { courseUnits: number; quizzes: number; completedQuizzes: number };
  messages: { total: number; unread: number };
  /** Newest sign-ups, messages and subscriptions (recent activity), when the API sends them. */
  recent?: {
    users: Pick<User, 'id' | 'name' | 'firstname' | 'lastname' | 'email' | 'createdAt'>[];
    messages: Pick<Message, 'id' | 'fullName' | 'email' | 'messageType' | 'createdAt'>[];
    subscriptions: Pick<Subscription, 'id' | 'user' | 'amount' | 'paymentStatus' | 'transactionId' | 'createdAt'>[];
  };
}

export interface Course {
  id: Id;
  title: string;
  description: string;
  levelId: Id;
  courseUnits: CourseUnit[];
  createdAt: string;
  updatedAt?: string;
}

export interface CourseUnit {
  id: Id;
  title: string;
  description: string;
  videoLink: string;
  expectedOutcome: string;
  skills: string;
  courseId: Id;
  course?: { title: string };
  createdAt: string;
  updatedAt?: string;
}

export interface Question {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation?: string;
}

export interface QuizResult {
  id: Id;
  userId: Id;
  score: number;
  completedAt: string | null;
}

export interface Quiz {
  id: Id;
  title: string;
  description: string;
  courseUnitId: Id;
  courseUnit?: { title: string };
  questions: { questions: Question[] };
  results: QuizResult[];
  createdAt: string;
  updatedAt: string;
}

export const BOOTCAMP_STATUSES = ['draft', 'published', 'ongoing', 'completed', 'cancelled'] as const;
export type BootcampStatus = (typeof BOOTCAMP_STATUSES)[number];
export const BOOTCAMP_FORMATS = ['Online', 'Onsite', 'Hybrid'] as const;

export interface Bootcamp {
  id: Id;
  title: string;
  shortDescription: string;
  study_outcomes: string | null;
  category: string;
  format: (typeof BOOTCAMP_FORMATS)[number];
  location: string;
  level: string | null;
  price: number;
  currency: string;
  maxParticipants: number;
  startDate: string;
  endDate: string;
  applicationDeadline: string;
  duration: number;
  inclusions: string | null;
  learning_areas: string | null;
  requirements: string | null;
  skills: string | null;
  imageUrl: string | null;
  benefits: string | null;
  capacity: number | null;
  instructor: string | null;
  syllabus: string | null;
  status: BootcampStatus;
  createdAt: string;
  updatedAt: string;
}

export const APPLICANT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Bootcamp application as the applicants screen (/bootcamps/{id}/applicants) reads it. */
export interface BootcampApplicant {
  id: Id;
  bootcampId: Id;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: ApplicantStatus;
  education: string | null;
  experience: string | null;
  portfolio: string | null;
  hasPaid: boolean;
  paymentAmount: number | null;
  packaged: string | null;
  motivation: string | null;
  linkedinProfile: string | null;
  githubProfile: string | null;
  adminNotes: string | null;
  additionalInfo: string | null;
  createdAt: string;
  updatedAt?: string;
}

/** Bootcamp application as the applications screen (/bootcamp-applications) reads it. */
export interface BootcampApplication {
  id: Id;
  fullName: string;
  email: string;
  phone: string | null;
  age: number | null;
  educationLevel: string | null;
  paymentMethod: string | null;
  businessSector: string | null;
  businessRegion: string | null;
  businessStage: string | null;
  businessDuration: string | null;
  majorChallenge: string | null;
  bootcampId: Id;
  bootcamp: { title: string; startDate: string; endDate: string };
  verified: boolean;
  hasPaid: boolean;
  transactionId: string | null;
  createdAt: string;
  updatedAt?: string;
}

export { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from './opportunity-options';

export interface Opportunity {
  id: Id;
  title: string;
  description: string;
  location: string | null;
  sector: string | null;
  type: string | null;
  deadline: string | null;
  imageUrl: string | null;
  company: string | null;
  speaker: string | null;
  isPaid: boolean;
  amount: number | null;
  date: string;
  capacity: string | null;
  createdAt: string;
  updatedAt?: string;
  _count: { applications: number };
}

export const EDUCATION_LEVELS = ['Primary', 'Secondary', 'Certificate', 'Diploma', "Bachelor's Degree", "Master's Degree", 'PhD', 'Other'] as const;
export const BUSINESS_STAGES = ['Idea', 'Startup', 'Growth', 'Established', 'Expansion'] as const;
export const BUSINESS_DURATIONS = ['Less than 1 year', '1-2 years', '3-5 years', '5+ years'] as const;
/** Regions of the apply form (Uganda's four regions; the requirements name the field, not its values). */
export const BUSINESS_REGIONS = ['Central', 'Western', 'Eastern', 'Northern'] as const;
export const OPPORTUNITY_PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;

export interface OpportunityApplication {
  id: Id;
  opportunityId: Id;
  opportunity?: { title: string };
  fullName: string;
  age: number;
  phone: string;
  email: string;
  educationLevel: string;
  businessRegion: string;
  businessSector: string;
  businessStage: string;
  businessDuration: string;
  majorChallenge: string;
  paymentMethod: string | null;
  paymentStatus: (typeof OPPORTUNITY_PAYMENT_STATUSES)[number];
  verified: boolean;
  verifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

