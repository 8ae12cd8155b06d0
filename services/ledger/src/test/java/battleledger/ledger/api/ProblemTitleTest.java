package battleledger.ledger.api;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A problem's title is its code in words, with the acronyms of the rules and the web written as they are. */
class ProblemTitleTest {

    @Test
    void aCodeReadsAsWordsWithItsAcronymsInCapitals() {
        assertThat(Problem.title("not-your-turn")).isEqualTo("Not your turn");
        assertThat(Problem.title("gm-only")).isEqualTo("GM only");
        assertThat(Problem.title("malformed-json")).isEqualTo("Malformed JSON");
        assertThat(Problem.title("last-gm-token")).isEqualTo("Last GM token");
        assertThat(Problem.title("")).isEqualTo("Error");
    }
}
