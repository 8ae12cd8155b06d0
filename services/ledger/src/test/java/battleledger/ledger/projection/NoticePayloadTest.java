package battleledger.ledger.projection;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 18 and issue 12: what one node's projection tells the others on PostgreSQL, as text under PostgreSQL's 8,000
 * bytes a notice ({@link NoticePayload}).
 */
class NoticePayloadTest {

    @Test
    void aNoticeReadsBackAsTheNodeTheKindAndTheNumbersItWasWrittenWith() {
        Map<String, Long> sequences = new LinkedHashMap<>();
        sequences.put("goblin-ambush", 17L);
        sequences.put("a name with spaces", 0L);
        sequences.put("line\nbreak 12 3 x", 9_000_000_000L);
        sequences.put("Drachenhöhle ☠", 4L);

        List<String> texts = NoticePayload.of("node-a", NoticePayload.Kind.PROJECTED, sequences);

        assertThat(texts).hasSize(1);
        NoticePayload read = NoticePayload.parse(texts.get(0));
        assertThat(read.node()).isEqualTo("node-a");
        assertThat(read.kind()).isEqualTo(NoticePayload.Kind.PROJECTED);
        assertThat(read.sequences()).containsExactlyEntriesOf(sequences);
    }

    @Test
    void aBatchOfManyEncountersIsSeveralNoticesEachUnderPostgresLimit() {
        Map<String, Long> sequences = new HashMap<>();
        for (int i = 0; i < 1_000; i++) {
            sequences.put("encounter-" + "é".repeat(i % 40) + "-" + i, (long) i * 7);
        }

        List<String> texts = NoticePayload.of("node-b", NoticePayload.Kind.REWRITTEN, sequences);

        assertThat(texts).hasSizeGreaterThan(1);
        Map<String, Long> heard = new HashMap<>();
        for (String text : texts) {
            assertThat(text.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(NoticePayload.MOST_BYTES);
            NoticePayload read = NoticePayload.parse(text);
            assertThat(read.kind()).isEqualTo(NoticePayload.Kind.REWRITTEN);
            heard.putAll(read.sequences());
        }
        assertThat(heard).isEqualTo(sequences);
    }

    @Test
    void anIdTooLongForANoticeIsLeftOutAndTheOthersStillGo() {
        Map<String, Long> sequences = new LinkedHashMap<>();
        sequences.put("x".repeat(8_000), 3L);
        sequences.put("short", 5L);

        List<String> texts = NoticePayload.of("node-c", NoticePayload.Kind.PROJECTED, sequences);

        assertThat(texts).hasSize(1);
        assertThat(NoticePayload.parse(texts.get(0)).sequences()).containsExactly(Map.entry("short", 5L));
    }

    @Test
    void aTextThatIsNotANoticeIsRefusedNotMisread() {
        assertThatThrownBy(() -> NoticePayload.parse("hello")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NoticePayload.parse("node q\n")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NoticePayload.parse("node p\n12 40 short"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NoticePayload.parse("node p\n12 x y")).isInstanceOf(IllegalArgumentException.class);
        assertThat(NoticePayload.parse("node p\n").sequences()).isEmpty();
    }
}
