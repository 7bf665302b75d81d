-- CreateIndex
CREATE INDEX "SearchEntry_sortDate_idx" ON "SearchEntry"("sortDate" DESC);
