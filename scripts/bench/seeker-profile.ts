// A seeker signed in through the real OpenID provider, their profile filled in as a seeker keeps
// one: every section has something in it. For the benchmarks of the signed-in pages
// (signed-in-pages.ts, trace.ts).
import { signInSeeker } from '../e2e/http-client.ts';

export async function seekerWithProfile(siteUrl: string, login = 'bench.profile@example.pk') {
  const seeker = await signInSeeker(login, '/', siteUrl);
  const saved = await seeker.request('PATCH', '/api/profile', {
    json: {
      fullName: 'Sana Qaleen',
      contactNumber: '+923001234567',
      city: 'Lahore',
      headline: 'Carpet weaver and quality checker',
      skills: ['Weaving', 'Quality control', 'Dyeing'],
      yearsOfExperience: 6,
      workHistory: [{ title: 'Weaver', company: 'Lahore Rugs', from: '2019-04', to: null, current: true }],
      education: [{ qualification: 'Matric', institution: 'Government High School, Lahore', from: 2008, to: 2010 }],
      languages: ['Urdu', 'Punjabi'],
      expectedSalary: 60_000,
      openToAbroad: true,
    },
  });
  if (saved.status !== 200) throw new Error(`the profile was not saved: ${saved.status} ${await saved.text()}`);
  return seeker;
}
