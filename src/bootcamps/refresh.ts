/** Deleting bootcamps deletes their applications: both application screens refresh with the bootcamps. */
export const BOOTCAMP_DELETE_REFRESH = ['bootcamp-applications', 'bootcamp-applicants'];
