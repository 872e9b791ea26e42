/** The applications list filtered on one bootcamp (the applicants page's 'Open in Bootcamp Applications'). */
export const applicationsOfBootcamp = (bootcampId: string | number): string =>
  `/bootcamp-applications?filter=${encodeURIComponent(JSON.stringify({ bootcampId }))}`;
