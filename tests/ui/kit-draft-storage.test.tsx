import { differsFrom, draftKey, readDraft, removeDraft, stripFiles, writeDraft } from '../../src/common/draftStorage';
import { counterLevel } from '../../src/common/CountedTextInput';

describe('draft storage', () => {
  it('names drafts per resource and record', () => {
    expect(draftKey('courses')).toBe('form-draft-courses');
    expect(draftKey('opportunities', 12)).toBe('form-draft-opportunities-12');
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
