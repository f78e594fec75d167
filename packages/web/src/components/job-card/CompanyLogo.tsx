import { logoSrc } from '@modern-jobs/domain';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './JobCard.module.css';

/** The company's logo, from /objects/ (spec §2); a building icon when there is none or it fails to load. */
export function CompanyLogo({ companyLogo, size = 48 }: { companyLogo: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = logoSrc(companyLogo);
  return (
    <div className={classes.logo} style={{ width: size, height: size, flexBasis: size }}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <IconBuildingSkyscraper size={size / 2} aria-hidden="true" data-testid="logo-fallback" />
      )}
    </div>
  );
}
