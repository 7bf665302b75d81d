-- CreateTable
CREATE TABLE "Page" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "section" TEXT NOT NULL DEFAULT '',
    "title" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "showInMenu" BOOLEAN NOT NULL DEFAULT true,
    "retiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PageRedirect" (
    "fromPath" TEXT NOT NULL PRIMARY KEY,
    "pageId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PageDraft" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "title" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "publishAt" DATETIME,
    "savedBy" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Page_slug_key" ON "Page"("slug");

-- CreateIndex
CREATE INDEX "Page_section_sortOrder_idx" ON "Page"("section", "sortOrder");

-- CreateIndex
CREATE INDEX "PageRedirect_pageId_idx" ON "PageRedirect"("pageId");

-- CreateIndex
CREATE INDEX "PageDraft_publishAt_idx" ON "PageDraft"("publishAt");
