/** A company's use of the CV bank, as GET /api/admin/talent/usage answers it for the operator. */
export interface CompanyUsage {
  companyId: string;
  companyName: string;
  views: number;
  unlocks: number;
  requests: number;
  accepted: number;
  spentPaisa: number;
  lastAt: string;
}
