package battleledger.kernel.rules;

import java.util.Objects;

/**
 * A citation of the rules text that decides something: the seed file and the section path inside it,
 * written the way the log and the API show it, e.g. {@code 001 › Combat › Initiative}.
 *
 * @param seed    the seed file's number as in {@code ../shared/seeds/README.md} ("001" is the playtest text)
 * @param section the section path inside that file, headings joined by " › "
 */
public record Rule(String seed, String section) {

    public Rule {
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(section, "section");
    }

    public static Rule of(String seed, String... headings) {
        return new Rule(seed, String.join(" › ", headings));
    }

    /** The citation as shown to people: {@code 001 › Combat › Initiative}. */
    public String citation() {
        return seed + " › " + section;
    }

    @Override
    public String toString() {
        return citation();
    }
}
