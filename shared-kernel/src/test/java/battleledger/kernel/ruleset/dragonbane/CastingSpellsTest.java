package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** 004 › Casting Spells (with Magic tricks and Zero WP) and 004 › Casting Time. */
class CastingSpellsTest {

    @Test
    @DisplayName("004 › Casting Spells: \"you must spend Willpower Points (WP) and roll against your skill level in "
            + "the relevant school\"")
    void aSpellSpendsWpAndRollsAgainstTheSchoolsSkill() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").power(2).at("orc-1", 12).with(9, 3, 4, 5, 6);
        assertThat(out.castingRoll().roll().against()).isEqualTo(14);
        assertThat(out.castingRoll().roll().rule()).isEqualTo("004 › Casting Spells");
        assertThat(out.succeeded()).isTrue();
        assertThat(out.wpSpent()).isEqualTo(4);
        assertThat(out.wpAfter()).isEqualTo(6);
        assertThat(out.effects()).singleElement().satisfies(e -> {
            assertThat(e.target()).isEqualTo("orc-1");
            assertThat(e.roll().expression()).isEqualTo("4d6");
            assertThat(e.amount()).isEqualTo(18);
        });
    }

    @Test
    @DisplayName("004 › Casting Spells: \"Any school can be used to cast general spells\"")
    void aGeneralSpellIsCastWithTheMagesSchoolSkill() {
        assertThat(Casting.castingSkill(Mages.elwyn(), Grimoire.spell("fear"))).isEqualTo(14);
        assertThat(Casting.castingSkill(Mages.brynja(), Grimoire.spell("fear"))).isEqualTo(12);
    }

    @Test
    @DisplayName("004 › Casting Spells: \"Otherwise, it has no effect\"")
    void aFailedRollHasNoEffect() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 12).with(15);
        assertThat(out.succeeded()).isFalse();
        assertThat(out.effects()).isEmpty();
        assertThat(out.castingRoll().roll().outcome()).isEqualTo("failure");
    }

    @Test
    @DisplayName("004 › Casting Spells: \"Magic tricks succeed automatically and always cost 1 WP\"")
    void aMagicTrickSucceedsWithoutARollForOneWp() {
        CastOutcome out = Casts.of(Mages.elwyn(), "ignite").at("torch", 4).with();
        assertThat(out.castingRoll()).isNull();
        assertThat(out.succeeded()).isTrue();
        assertThat(out.wpSpent()).isEqualTo(1);
        assertThat(out.wpAfter()).isEqualTo(9);
    }

    @Test
    @DisplayName("004 › Zero WP: \"prohibiting the use of abilities that require WP\"")
    void zeroWpForbidsCastingEvenATrick() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn().withWp(0), "ignite").at("torch", 4).with())
                .isInstanceOf(RuleViolation.class).hasFieldOrPropertyWithValue("code", "zero-wp")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.ZERO_WP);
    }

    @Test
    @DisplayName("004 › Zero WP: \"Some spells can drain WP from another person\"")
    void mindDrainDrainsTheTargetsWp() {
        CastOutcome out = Casts.of(Mages.orla(), "mind-drain").power(1).at("elwyn", 6).with(4, 5);
        assertThat(out.effects()).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo("drain-wp");
            assertThat(e.amount()).isEqualTo(5);
        });
    }

    @Test
    @DisplayName("004 › Casting Time: \"casting a spell always counts as an action in combat\"")
    void castingIsTheRoundsAction() {
        CastOutcome out = Casts.of(Mages.elwyn(), "fireball").at("orc-1", 12).with(9, 3, 4);
        assertThat(out.usesAction()).isTrue();
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "fireball").at("orc-1", 12).actionUsed().with(9, 3, 4))
                .hasFieldOrPropertyWithValue("code", "action-used")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.CASTING_TIME);
    }

    @Test
    @DisplayName("004 › Casting Time: reaction spells \"do not replace your regular action ... you can cast as many"
            + " of them as you want, if you have enough WP\"")
    void reactionSpellsDoNotUseTheActionAndCanBeCastWhileWpLasts() {
        Fighter elwyn = Mages.elwyn().withWp(4);
        CastOutcome first = Casts.of(elwyn, "protector").at("grimsa", 4).actionUsed().with(3);
        assertThat(first.usesAction()).isFalse();
        assertThat(first.effects()).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo("modify-pending");
            assertThat(e.detail()).isEqualTo("bane");
        });
        Fighter after = elwyn.withWp(first.wpAfter());
        CastOutcome second = Casts.of(after, "protector").at("elwyn", 0).actionUsed().with(5);
        assertThat(second.wpAfter()).isZero();
        Fighter spent = after.withWp(second.wpAfter());
        assertThatThrownBy(() -> Casts.of(spent, "protector").at("elwyn", 0).actionUsed().with(5))
                .hasFieldOrPropertyWithValue("code", "zero-wp");
    }

    @Test
    @DisplayName("004 › Casting Time: reaction spells \"are performed outside your own turn\": on the mage's own turn"
            + " a reaction spell counts as its action, and without one it is refused")
    void aReactionSpellOnTheMagesOwnTurnCountsAsItsAction() {
        Fighter elwyn = Mages.elwyn().withWp(4);
        CastOutcome own = Casts.of(elwyn, "protector").at("grimsa", 4).onOwnTurn().with(3);
        assertThat(own.usesAction()).isTrue();
        assertThatThrownBy(() -> Casts.of(elwyn, "protector").at("grimsa", 4).onOwnTurn().actionUsed().with(3))
                .hasFieldOrPropertyWithValue("code", "action-used")
                .hasFieldOrPropertyWithValue("rule", DragonbaneRule.CASTING_TIME)
                .hasMessageContaining("a reaction spell is free only outside it");
    }

    @Test
    @DisplayName("004 › Casting Time: \"rituals, which take a stretch of time or even a shift to perform\"")
    void aRitualCannotBeCastInARoundOfCombat() {
        assertThatThrownBy(() -> Casts.of(Mages.elwyn(), "magic-seal").at("door", 2).with(5))
                .hasFieldOrPropertyWithValue("code", "ritual-takes-time");
        CastOutcome sealed = Casts.of(Mages.elwyn(), "magic-seal").at("door", 2).outOfCombat().with(5);
        assertThat(sealed.succeeded()).isTrue();
        assertThat(sealed.ingredientConsumed()).isEqualTo("sealing wax");
    }
}
