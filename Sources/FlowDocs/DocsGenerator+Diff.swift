import FlowExplore

extension DocsGenerator {
    /// How two versions of the app are compared on CI (`diff`), with a GitHub Actions workflow.
    func diffSection() -> String {
        let command = "\(toolName) explore"
        return """
            ## Comparing two versions

            `\(toolName) diff OLD NEW` compares two exploration documents of the app (`\(command) --format json -o FILE`, or the merged file of `\(command) merge --format json -o FILE`, format `\(ExplorationReport.formatTag)`): screens no longer or newly reachable, deep links that land elsewhere, shortest paths that changed length, new and gone states with no way back, always-failing actions, invariant violations and routes no URL produces, and the counts. It writes text, `markdown` (a pull request comment), `json`, `svg` or `html`; it exits 0 whatever differs, 1 with `--exit-code` when anything does or with `--fail-on unreachable,links,violations,no-way-back,longer-paths` when a category named does, and 2 on bad input. FlowAtlas's docs/diff.md shows an example, with its picture.

            **On CI**, explore the pull request's base and head in a matrix, diff them, post the Markdown as a comment and keep the HTML page. With GitHub Actions:

            \(diffWorkflow())

            Both jobs must pass the same bounds: the diff says first how bounds differ and compares only what both cover.
            """
    }

    func diffWorkflow() -> String {
        """
        ```yaml
        on: pull_request
        permissions:
          contents: read
          pull-requests: write
        jobs:
          explore:
            runs-on: ubuntu-latest
            strategy:
              matrix:
                side: [base, head]
            steps:
              - uses: actions/checkout@v4
                with:
                  ref: ${{ matrix.side == 'base' && github.event.pull_request.base.sha || github.event.pull_request.head.sha }}
              - run: swift run \(toolName) explore --max-depth 5 --format json -o ${{ matrix.side }}.json
              - uses: actions/upload-artifact@v4
                with:
                  name: exploration-${{ matrix.side }}
                  path: ${{ matrix.side }}.json
          diff:
            needs: explore
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: actions/download-artifact@v4
                with:
                  pattern: exploration-*
                  merge-multiple: true
              - run: swift run \(toolName) diff base.json head.json --format markdown -o diff.md
              - run: swift run \(toolName) diff base.json head.json --format html -o diff.html
              - uses: actions/upload-artifact@v4
                with:
                  name: navigation-diff
                  path: diff.html
              - run: gh pr comment ${{ github.event.pull_request.number }} --body-file diff.md
                env:
                  GH_TOKEN: ${{ github.token }}
              # Fail the check only for what the team cares about (exit 1), after the comment is posted.
              - run: swift run \(toolName) diff base.json head.json --fail-on unreachable,links,violations
        ```
        """
    }
}
