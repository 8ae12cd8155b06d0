package battleledger.kernel.ruleset.dragonbane;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Prepared Spells, Grimoire, Lost Grimoire, and Newly Created Mage. */
class PreparedSpellsTest {

    @Test
    @DisplayName("004 › Prepared Spells: \"the maximum number of spells you can hold prepared ... is equal to your"
            + " base chance for INT\"")
    void noMoreSpellsArePreparedThanTheIntBaseChance() {
        Fighter brynja = Mages.brynja(); // INT 14: base chance 6
        assertThat(Preparation.limit(brynja)).isEqualTo(6);
        Fighter dull = new Fighter("dull", new Attributes(10, 10, 10, 5, 14, 10), brynja.skills(), 10, 10, 6, 14, 0,
                false, List.of(), java.util.Set.of(), brynja.magic());
        assertThatThrownBy(() -> Preparation.prepare(dull,
                List.of("treat-wound", "lightning-flash", "sleep-dust", "birdsong"), false))
                .hasFieldOrPropertyWithValue("code", "tricks-need-no-preparing");
        assertThatThrownBy(() -> Preparation.prepare(dull.withMagic(dull.magic()), List.of("treat-wound",
                "lightning-flash", "sleep-dust", "fireball"), false))
                .hasFieldOrPropertyWithValue("code", "spell-not-learned");
        Fighter one = new Fighter("one", new Attributes(10, 10, 10, 5, 14, 10), brynja.skills(), 10, 10, 6, 14, 0,
                false, List.of(), java.util.Set.of(), brynja.magic());
        assertThat(Preparation.limit(one)).isEqualTo(3);
        assertThat(Preparation.prepare(one, List.of("treat-wound", "lightning-flash", "sleep-dust"), false)
                .magic().prepared()).hasSize(3);
    }

    @Test
    @DisplayName("004 › Prepared Spells: \"To prepare spells, you need to study them in a grimoire. This takes a"
            + " shift\"")
    void preparingTakesAShiftAndTheGrimoire() {
        assertThatThrownBy(() -> Preparation.prepare(Mages.brynja(), List.of("sleep-dust"), true))
                .hasFieldOrPropertyWithValue("code", "preparing-takes-a-shift");
        Fighter prepared = Preparation.prepare(Mages.brynja(), List.of("sleep-dust", "lightning-flash"), false);
        assertThat(prepared.magic().prepared()).containsExactly("sleep-dust", "lightning-flash");
    }

    @Test
    @DisplayName("004 › Prepared Spells: an unprepared spell cannot be cast (a 409 naming the section)")
    void anUnpreparedSpellIsRefused() {
        assertThatThrownBy(() -> Casts.of(Mages.brynja(), "lightning-flash").at("orc-1", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "spell-not-prepared")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.PREPARED_SPELLS);
        assertThatThrownBy(() -> Casts.of(Mages.brynja(), "fireball").at("orc-1", 10).with(5))
                .hasFieldOrPropertyWithValue("code", "spell-not-learned");
    }

    @Test
    @DisplayName("004 › Grimoire: \"you can cast spells directly from the grimoire, but it takes twice as long\"")
    void castingFromTheGrimoireTakesTwiceAsLong() {
        CastOutcome out = Casts.of(Mages.brynja(), "lightning-flash").at("orc-1", 10).fromGrimoire().with(5, 3);
        assertThat(out.succeeded()).isTrue();
        assertThat(out.actions()).isEqualTo(2);
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "protector").at("elwyn", 0).fromGrimoire().with(5))
                .hasFieldOrPropertyWithValue("code", "grimoire-too-slow");
    }

    @Test
    @DisplayName("004 › Lost Grimoire: \"you cannot prepare the spells you kept in it\"")
    void aLostGrimoireStopsPreparingAndCastingFromIt() {
        Fighter lost = Preparation.loseGrimoire(Mages.brynja());
        assertThatThrownBy(() -> Preparation.prepare(lost, List.of("sleep-dust"), false))
                .hasFieldOrPropertyWithValue("code", "no-grimoire")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.LOST_GRIMOIRE);
        assertThatThrownBy(() -> Casts.of(lost, "lightning-flash").at("orc-1", 10).fromGrimoire().with(5))
                .hasFieldOrPropertyWithValue("code", "no-grimoire");
        assertThat(Casts.of(lost, "treat-wound").at("grimsa", 2).with(4, 3).succeeded())
                .as("spells already prepared stay").isTrue();
    }

    @Test
    @DisplayName("004 › Newly Created Mage: \"three rank 1 spells and three Magic Tricks ... from your school of"
            + " magic or general magic. You also get a grimoire\"")
    void aNewMageHasThreeSpellsThreeTricksAndAGrimoire() {
        Fighter.Magic m = Preparation.newMage(School.ELEMENTALISM, List.of("fireball", "frost", "fear"),
                List.of("ignite", "light", "open"), Mages.elwyn());
        assertThat(m.known()).hasSize(6);
        assertThat(m.grimoire()).isTrue();
        assertThat(m.prepared()).containsExactly("fireball", "frost", "fear");
        assertThatThrownBy(() -> Preparation.newMage(School.ELEMENTALISM, List.of("fireball", "frost",
                "treat-wound"), List.of("ignite", "light", "open"), null))
                .hasFieldOrPropertyWithValue("code", "wrong-school");
        assertThatThrownBy(() -> Preparation.newMage(School.ELEMENTALISM, List.of("fireball", "frost",
                "magic-seal"), List.of("ignite", "light", "open"), null))
                .hasFieldOrPropertyWithValue("code", "not-rank-1");
        assertThatThrownBy(() -> Preparation.newMage(School.ELEMENTALISM, List.of("fireball", "frost"),
                List.of("ignite", "light", "open"), null))
                .hasFieldOrPropertyWithValue("code", "three-spells-three-tricks");
    }
}
