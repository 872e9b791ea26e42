import { afterEach, vi } from 'vitest';
import { differsFrom, draftKey, isSecretField, readDraft, removeAllDrafts, removeDraft, stripFiles, writeDraft } from '../../src/common/draftStorage';
import { counterLevel } from '../../src/common/CountedTextInput';
import { createAuthProvider } from '../../src/providers/authProvider';
import { fakeApi, signedIn } from '../unit/providers-fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('draft storage', () => {
  it('names drafts per account, resource and record', () => {
    expect(draftKey(7, 'courses')).toBe('form-draft-7-courses');
    expect(draftKey(7, 'opportunities', 12)).toBe('form-draft-7-opportunities-12');
    expect(draftKey('7', 'opportunities', null)).toBe('form-draft-7-opportunities');
    expect(draftKey(8, 'courses')).not.toBe(draftKey(7, 'courses'));
  });

  it("removeAllDrafts removes every account's drafts of this browser and nothing else", () => {
    localStorage.setItem(draftKey(7, 'courses'), '{"title":"Mine"}');
    localStorage.setItem(draftKey(8, 'opportunities', 3), '{"title":"Theirs"}');
    localStorage.setItem('form-draft-courses', '{"title":"Older key"}');
    localStorage.setItem('auth-storage', '{}');
    localStorage.setItem('dashboard-stats', '{}');
    expect(removeAllDrafts()).toBe(3);
    expect(Object.keys(localStorage).sort()).toEqual(['auth-storage', 'dashboard-stats']);
  });

  it('never stores files', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const values = {
      title: 'Bootcamp',
      image: { rawFile: file, src: 'blob:http://localhost/1', title: 'logo.png' },
      attachment: file,
      tags: ['a', file],
      startDate: new Date('2026-01-05T00:00:00Z'),
    };
    expect(stripFiles(values)).toEqual({ title: 'Bootcamp', tags: ['a'], startDate: '2026-01-05T00:00:00.000Z' });
    writeDraft('form-draft-bootcamps', values);
    expect(readDraft('form-draft-bootcamps')).toEqual({ title: 'Bootcamp', tags: ['a'], startDate: '2026-01-05T00:00:00.000Z' });
    removeDraft('form-draft-bootcamps');
    expect(readDraft('form-draft-bootcamps')).toBeNull();
  });

  it('never stores a password, at any depth, nor the fields the form omits', () => {
    const values = {
      email: 'sarah@example.com',
      password: 'secret123',
      account: { newPassword: 'n3wSecret', confirmPassword: 'n3wSecret', pin: '4321' },
      answers: [{ text: 'ok', currentPassword: 'old' }],
    };
    writeDraft('form-draft-users', values, ['pin']);
    const raw = localStorage.getItem('form-draft-users') ?? '';
    expect(raw).not.toMatch(/secret123|n3wSecret|old|4321/);
    expect(JSON.parse(raw)).toEqual({ email: 'sarah@example.com', account: {}, answers: [{ text: 'ok' }] });
    expect(isSecretField('confirmPassword')).toBe(true);
    expect(isSecretField('email')).toBe(false);
    // a draft written before this rule is read without its password
    localStorage.setItem('form-draft-users', JSON.stringify({ email: 'a@b.co', password: 'leaked' }));
    expect(readDraft('form-draft-users')).toEqual({ email: 'a@b.co' });
    // typing only a password is not "content"
    expect(differsFrom({ email: '', password: 'x' }, { email: '' })).toBe(false);
    removeDraft('form-draft-users');
  });

  it('reads nothing from a corrupt draft and compares values without files', () => {
    localStorage.setItem('form-draft-quizzes', '{not json');
    expect(readDraft('form-draft-quizzes')).toBeNull();
    expect(differsFrom({ title: '', image: new File([], 'a') }, { title: '' })).toBe(false);
    expect(differsFrom({ title: 'x' }, { title: '' })).toBe(true);
  });
});

describe('counterLevel', () => {
  it('turns warning at 60 % and error at 80 % by default', () => {
    expect(counterLevel(599, 1000)).toBe('normal');
    expect(counterLevel(600, 1000)).toBe('warning');
    expect(counterLevel(800, 1000)).toBe('error');
    expect(counterLevel(149, 255, 150, 200)).toBe('normal');
    expect(counterLevel(150, 255, 150, 200)).toBe('warning');
    expect(counterLevel(200, 255, 150, 200)).toBe('error');
  });
});

describe('authProvider.logout and drafts', () => {
  it('signing out (removeDrafts) calls /auth/logout with this session and removes every draft of this browser', async () => {
    const { http, session } = signedIn();
    const { calls } = fakeApi(() => ({ body: { message: 'Logged out' } }));
    localStorage.setItem(draftKey(1, 'courses'), '{"title":"Poultry basics"}');
    localStorage.setItem(draftKey(2, 'users'), '{"email":"a@b.co"}');
    await createAuthProvider(http).logout({ removeDrafts: true });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/auth/logout', { refreshToken: 'r1' }]]);
    expect(session.get()).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('form-draft-'))).toEqual([]);
  });

  it("a session that ended on its own (react-admin's logout without params) keeps the account's drafts", async () => {
    const { http } = signedIn();
    fakeApi(() => ({ status: 401, body: { message: 'Invalid or expired token' } }));
    localStorage.setItem(draftKey(1, 'courses'), '{"title":"Poultry basics"}');
    await createAuthProvider(http).logout({});
    expect(localStorage.getItem(draftKey(1, 'courses'))).toBe('{"title":"Poultry basics"}');
  });
});
