package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.audit.Verification;
import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.support.Fixtures;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Casting Spells: "Magic tricks succeed automatically and always cost 1 WP", in the opening paragraph of
 * Casting Spells; 004 has no section "Magic tricks" to cite. A trick cast cites the section the text is in, and a
 * battle stored when it cited "004 › Casting Spells › Magic tricks" still verifies.
 */
class TrickCitationTest {

    private static List<EncounterEvent> lit() {
        return Fixtures.history(DragonbaneEncounterTest.encounter(), new AddCombatant(DurationByTheClockTest.vera()),
                DurationByTheClockTest.cast("light", List.of()));
    }

    @Test
    @DisplayName("004 › Casting Spells: Vera's Light, a magic trick, cites Casting Spells, where the text says tricks succeed automatically")
    void aTrickCitesTheSectionItsRuleIsIn() {
        SpellCastWithWillpower cast = cast(lit());
        assertThat(cast.castingRoll()).isNull();
        assertThat(cast.rule()).isEqualTo(DragonbaneRule.MAGIC_TRICKS.citation()).isEqualTo("004 › Casting Spells");
    }

    @Test
    @DisplayName("004 › Casting Spells: a battle stored when a trick cited \"004 › Casting Spells › Magic tricks\" still verifies; any other citation does not")
    void aBattleStoredUnderTheOldCitationStillVerifies() {
        assertThat(Verifier.verify(citing(lit(), "004 › Casting Spells › Magic tricks")).verified()).isTrue();
        Verification forged = Verifier.verify(citing(lit(), "004 › Casting Spells › Rank"));
        assertThat(forged.verified()).isFalse();
    }

    private static SpellCastWithWillpower cast(List<EncounterEvent> events) {
        return events.stream().filter(SpellCastWithWillpower.class::isInstance).map(SpellCastWithWillpower.class::cast)
                .findFirst().orElseThrow();
    }

    /** The stream with its trick's cast citing {@code rule}, as a stream stored under that citation holds it. */
    private static List<EncounterEvent> citing(List<EncounterEvent> events, String rule) {
        List<EncounterEvent> out = new ArrayList<>(events);
        SpellCastWithWillpower c = cast(events);
        out.set(out.indexOf(c), new SpellCastWithWillpower(c.step(), c.caster(), c.spell(), c.power(),
                c.powerFromBody(), c.bodyRoll(), c.wpGained(), c.castingRoll(), c.cast(), c.succeeded(),
                c.dragonChoice(), c.cost(), c.wpSpent(), c.wpBefore(), c.wpAfter(), c.hits(), c.effectRolls(),
                c.usesAction(), c.concentrating(), c.mishapPossible(), c.castAgain(), c.exempt(),
                c.ingredientConsumed(), rule, c.pushedFrom()));
        return out;
    }
}
