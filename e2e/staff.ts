/** The password of the seed's staff account "admin" in the browser journeys (set by e2e/start-server.sh). */
export const E2E_STAFF_PASSWORD = 'tlahtoa-staff-2026';
